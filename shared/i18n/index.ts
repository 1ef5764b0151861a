export {
  chatDictionaries,
  dictionaries,
  pickMessages,
  siteDictionaries,
  useTranslations,
  type Translate,
} from './dictionaries';
export { createTranslator, interpolate, ltrIsolated, type Params, type Translator } from './translate';
export type * from './types';
