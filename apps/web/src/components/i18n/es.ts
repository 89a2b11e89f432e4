import type { SpanishOf } from '@/i18n/core';
import type { componentsTexts as englishComponentsTexts } from './en';

export const componentsTexts: SpanishOf<typeof englishComponentsTexts> = {
  almostThere: '¡Ya casi está!',
  signingYouIn: 'Iniciando tu sesión',
  preparingYourWorkspace: 'Preparando tu espacio de trabajo…',
  cancel: 'Cancelar',
  keyboardShortcuts: 'Atajos de teclado',
  workFasterWithoutTheMouse: 'Trabaja más rápido sin el ratón.',
  brief: 'Brief',
  loading: 'Cargando...',
  close: 'Cerrar',
  briefHome: 'Inicio de Brief',
  main: 'Principal',
};
