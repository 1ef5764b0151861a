import type { PassportMessages } from './en';

export const pt: PassportMessages = {
  'passport.scan.heading': 'Digitalizar passaporte',
  'passport.scan.privacy':
    'O seu passaporte é lido neste navegador: nada é enviado até que o guarde ou carregue.',
  'passport.scan.tips':
    'Use uma foto ou digitalização da página com a sua fotografia (JPEG, PNG ou PDF): boa luz, passaporte plano, todo o texto visível, tirada de frente.',
  'passport.scan.choose': 'Foto ou digitalização da página de dados pessoais do passaporte',
  'passport.scan.reading': 'A ler o seu passaporte… Da primeira vez demora alguns segundos mais.',
  'passport.scan.imageAlt': 'A página do passaporte que escolheu',
  'passport.scan.success.title': 'Passaporte digitalizado com sucesso',
  'passport.scan.success.text': 'As informações do seu passaporte foram extraídas e validadas.',
  'passport.scan.failed.title': 'Falha na digitalização',
  'passport.scan.failed.text':
    'Não foi possível digitalizar o passaporte. Tente novamente com uma imagem mais nítida.',
  'passport.scan.valid': 'O passaporte é válido',
  'passport.scan.invalid': 'Foram detetados problemas de validação',
  'passport.scan.checkAdvice':
    'Alguns valores não puderam ser verificados. Compare-os com o seu passaporte ou tente novamente com uma imagem mais nítida.',
  'passport.scan.errors': 'Erros de validação',
  'passport.scan.warnings': 'Avisos',
  'passport.scan.notDetected': 'Não detetado',
  'passport.scan.unverified': '(não verificado)',
  'passport.scan.apply': 'Usar estes dados',
  'passport.scan.dismiss': 'Não os usar',
  'passport.scan.applied':
    'Os dados lidos do passaporte foram preenchidos. Verifique-os abaixo e corrija o que estiver errado.',
  'passport.scan.typeInstead': 'Também pode escrever os dados no formulário.',
  'passport.scan.unreadableFile': 'Não é possível abrir este ficheiro. Escolha um ficheiro JPEG, PNG ou PDF.',
  'passport.scan.unavailable':
    'O leitor de passaportes não conseguiu iniciar neste navegador. Escreva os dados no formulário.',
  'passport.scan.tip.flat': 'Coloque o passaporte bem plano, para que as linhas de texto fiquem direitas.',
  'passport.scan.tip.light': 'Use uma luz mais forte e uniforme, sem reflexos nem sombras na página.',
  'passport.scan.tip.frame': 'Enquadre a página inteira, incluindo as duas linhas de letras e <<< em baixo.',
  'passport.field.surname': 'Apelido',
  'passport.field.givenNames': 'Nomes próprios',
  'passport.field.sex': 'Sexo',
  'passport.field.dateOfBirth': 'Data de nascimento',
  'passport.field.nationality': 'Nacionalidade',
  'passport.field.passportNumber': 'Número do passaporte',
  'passport.field.issuingCountry': 'País emissor',
  'passport.field.expiryDate': 'Data de validade',
  'passport.sex.male': 'Masculino',
  'passport.sex.female': 'Feminino',
  'passport.sex.unspecified': 'Não especificado',
  'passport.error.notPassport': 'Esta não é a zona de leitura ótica de um passaporte.',
  'passport.error.checkDigit.passportNumber':
    'O número do passaporte não corresponde ao seu dígito de controlo.',
  'passport.error.checkDigit.dateOfBirth': 'A data de nascimento não corresponde ao seu dígito de controlo.',
  'passport.error.checkDigit.expiryDate': 'A data de validade não corresponde ao seu dígito de controlo.',
  'passport.error.checkDigit.personalNumber': 'O número pessoal não corresponde ao seu dígito de controlo.',
  'passport.error.checkDigit.composite': 'As duas linhas não correspondem ao seu dígito de controlo final.',
  'passport.error.unreadableField': '{field}: ilegível.',
  'passport.error.mrzText': 'As linhas de passaporte enviadas não são duas linhas de 44 caracteres.',
  'passport.error.photoCheck': 'A verificação da foto enviada não é válida.',
  'passport.warning.unknownState':
    'O código de país {code} não é um país que conheçamos: escolha a nacionalidade e o país emissor.',
  'passport.warning.expired':
    'Este passaporte expirou em {date}. Precisa de um passaporte válido para viajar.',
  'passport.warning.expiresSoon':
    'Este passaporte expira em {date}, dentro de menos de 6 meses. O Quénia exige pelo menos 6 meses de validade.',
  'passport.warning.nameTruncated':
    'Os nomes preenchem a linha inteira e podem estar abreviados: escreva-os por extenso, como impressos na página.',
  'passport.compare.reading': 'A ler a página do passaporte…',
  'passport.compare.matches': 'Passaporte lido: corresponde aos dados que indicou.',
  'passport.compare.differs':
    'A página do passaporte não corresponde aos dados que indicou em: {fields}. Verifique o seu passaporte e os seus dados. A nossa equipa verá esta diferença.',
  'passport.compare.invalid':
    'A página do passaporte foi lida, mas alguns valores não puderam ser verificados. A nossa equipa vai verificá-la a olho.',
  'passport.compare.notRead':
    'A página do passaporte não pôde ser lida automaticamente. A nossa equipa vai verificá-la a olho; uma imagem mais nítida ajuda.',
  'passport.photo.checking': 'A verificar a sua foto…',
  'passport.photo.passed': 'Verificação da foto: a sua foto parece boa.',
  'passport.photo.failed': 'A sua foto pode ser recusada:',
  'passport.photo.continue': 'Ainda pode carregar esta foto: a nossa equipa decide. Ou escolha uma melhor.',
  'passport.photo.uploadAnyway': 'Carregar esta foto mesmo assim',
  'passport.photo.chooseAnother': 'Escolher outra foto',
  'passport.photo.noDetector':
    'A verificação do rosto não pôde ser feita neste navegador: só foram verificados o tamanho, o brilho e a nitidez.',
  'passport.photo.problem.lowResolution':
    'A foto é demasiado pequena. Use a foto original da sua câmara, com pelo menos 400 píxeis de largura e de altura.',
  'passport.photo.problem.noFace':
    'Não encontrámos nenhum rosto. Use uma foto do seu rosto a olhar de frente para a câmara, sem óculos de sol.',
  'passport.photo.problem.manyFaces': 'Há mais de um rosto. A foto deve mostrar apenas a si.',
  'passport.photo.problem.faceTooSmall':
    'O seu rosto está demasiado pequeno na foto. Aproxime-se, para que a cabeça ocupe a maior parte da foto.',
  'passport.photo.problem.faceTooLarge':
    'O seu rosto está demasiado perto. Deixe algum espaço acima da cabeça e mostre o topo dos ombros.',
  'passport.photo.problem.faceOffCentre': 'O seu rosto não está ao centro. Centre o rosto na foto.',
  'passport.photo.problem.tooDark':
    'A foto está demasiado escura. Tire-a à luz do dia ou com uma luz forte e uniforme.',
  'passport.photo.problem.tooBright':
    'A foto está demasiado clara. Evite a luz solar direta e o flash no rosto.',
  'passport.photo.problem.blurred':
    'A foto está desfocada. Segure a câmara com firmeza e confirme que o rosto está focado.',
  'passport.admin.heading': 'Leitura do passaporte e verificação da foto',
  'passport.admin.applicant': 'Requerente {number}',
  'passport.admin.source.details': 'Digitalizado ao escrever os dados',
  'passport.admin.source.document': 'Página de dados pessoais carregada',
  'passport.admin.matches': 'Passaporte lido: corresponde',
  'passport.admin.differs': 'Passaporte lido: difere',
  'passport.admin.invalid': 'Passaporte lido: dígitos de controlo errados',
  'passport.admin.notRead': 'Página do passaporte não lida',
  'passport.admin.field': 'Campo',
  'passport.admin.typed': 'Escrito',
  'passport.admin.read': 'Lido do passaporte',
  'passport.admin.photoPassed': 'Verificação da foto: aprovada',
  'passport.admin.photoFindings': 'Verificação da foto: observações (o viajante continuou)',
  'passport.admin.photoNotChecked': 'Foto não verificada',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} rosto(s), brilho {brightness}/255, nitidez {sharpness}',
  'passport.admin.none': 'Não foi registada nenhuma leitura de passaporte nem verificação de foto.',
};
