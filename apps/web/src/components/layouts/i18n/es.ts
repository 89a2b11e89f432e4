import type { SpanishOf } from '@/i18n/core';
import type { userMenu as englishUserMenu } from './en';

export const userMenu: SpanishOf<typeof englishUserMenu> = {
  openMenu: 'Abrir el menú de usuario',
  theme: 'Tema',
  themeSystem: 'Sistema',
  themeLight: 'Claro',
  themeDark: 'Oscuro',
  language: 'Idioma',
  languageNotSaved: 'Idioma no guardado',
  languageNotSavedDescription:
    'Se muestra en este navegador, pero no se pudo actualizar tu cuenta. Vuelve a intentarlo.',
  downloadMyData: 'Descargar mis datos',
  preparingMyData: 'Preparando tus datos…',
  preparingMyDataDescription: 'Tus chats, marcadores y archivos, en un zip.',
  downloadFailed: 'No se pudieron descargar tus datos',
  keyboardShortcuts: 'Atajos de teclado',
  logOut: 'Cerrar sesión',
  signOutEverywhere: 'Cerrar sesión en todas partes',
  confirmTitle: '¿Cerrar sesión en todas partes?',
  confirmDescription:
    'Brief cierra tu sesión en todos los navegadores y dispositivos, incluido este. Tendrás que volver a iniciar sesión.',
  cancel: 'Cancelar',
  failedTitle: 'No se pudo cerrar sesión en todas partes',
  failedDescription: 'Tus otras sesiones siguen abiertas. Vuelve a intentarlo.',
  thisMonth: 'Este mes: {cost} · {runs}',
  monthRuns: { one: '{count} ejecución', other: '{count} ejecuciones' },
  monthLoading: 'Este mes: …',
};
