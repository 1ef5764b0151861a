import type { DecisionMailMessages } from './en';

export const sw: DecisionMailMessages = {
  'decisionMail.greeting': 'Habari,',
  'decisionMail.applicationNumber': 'Nambari ya ombi',
  'decisionMail.applicants': 'Waombaji',
  'decisionMail.approved.subject': 'eTA yako ya Kenya imeidhinishwa – {applicationNumber}',
  'decisionMail.approved.intro':
    'Habari njema: ombi lako la eTA ya Kenya {applicationNumber} limeidhinishwa.',
  'decisionMail.approved.attachment':
    'eTA yako imeambatishwa kwenye barua pepe hii kama PDF. Ichapishe au uihifadhi kwenye simu yako, na uionyeshe pamoja na pasipoti yako unaposafiri kwenda Kenya.',
  'decisionMail.approved.check':
    'Tafadhali hakikisha kwamba majina na nambari za pasipoti zilizo ndani yake zinalingana na pasipoti zenu. Kukiwa na kosa lolote, jibu barua pepe hii kabla ya kusafiri.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'Uamuzi kuhusu ombi lako la eTA ya Kenya {applicationNumber}',
  'decisionMail.rejected.intro': 'Samahani: ombi lako la eTA ya Kenya {applicationNumber} halijaidhinishwa.',
  'decisionMail.rejected.reason': 'Sababu iliyotolewa',
  'decisionMail.rejected.next':
    'Ikiwa una maswali kuhusu uamuzi huu, au unaamini ulitokana na taarifa zisizo sahihi, jibu barua pepe hii au wasiliana na timu yetu ya usaidizi ukitaja nambari ya ombi lako.',
  'decisionMail.signoff': 'Wako, Kenya eTA Online',
  'decisionMail.footer':
    'Unapokea barua pepe hii kwa sababu ombi lilitumwa kwa anwani hii kwenye Kenya eTA Online. Sisi ni kampuni binafsi, si Serikali ya Kenya.',
};
