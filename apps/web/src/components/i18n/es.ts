import type { SpanishOf } from '@/i18n/core';
import type { componentsTexts as englishComponentsTexts } from './en';
import type { componentsMore as englishComponentsMore } from './en';

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

export const componentsMore: SpanishOf<typeof englishComponentsMore> = {
  sessionExpired: 'Sesión caducada',
  yourSessionHasExpiredPlease: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  signedOut: 'Sesión cerrada',
  youHaveBeenSignedOut: 'Has cerrado sesión en Brief.',
  signedIn: 'Sesión iniciada',
  welcomeToBrief: 'Te damos la bienvenida a Brief, {name}.',
  authenticationFailed: 'Error de autenticación',
  invalidEmailOrPasswordRemember:
    'Correo o contraseña incorrectos. Recuerda que solo se permiten direcciones de correo de la empresa.',
  couldNotSignInWith: 'No se pudo iniciar sesión con correo y contraseña',
  couldNotSignInWith2: 'No se pudo iniciar sesión con Google',
};
