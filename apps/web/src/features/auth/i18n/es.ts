import type { SpanishOf } from '@/i18n/core';
import type { authTexts as englishAuthTexts } from './en';
import type { authMore as englishAuthMore } from './en';

export const authTexts: SpanishOf<typeof englishAuthTexts> = {
  signIn: 'Iniciar sesión',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn2: 'Iniciar sesión',
  continueWithGoogle: 'Continuar con Google',
  googleSignInIsnT:
    'El inicio de sesión con Google aún no está configurado en este espacio. Usa tu correo y tu contraseña.',
  signInBrief: 'Iniciar sesión · Brief',
  briefHome: 'Inicio de Brief',
  yourAgencySConsultingTeams: 'Los equipos de consultoría de tu agencia, a un chat de distancia.',
  forAgencyStaffOnly: 'Solo para el personal de la agencia.',
  welcomeBack: 'Hola de nuevo',
  useYourCompanyAccountTo: 'Usa la cuenta de tu empresa para entrar en Brief.',
  loadingSignInOptions: 'Cargando las opciones de inicio de sesión',
  briefCanTBeReached: 'No se puede conectar con Brief ahora mismo',
  checkYourConnectionAndTry: 'Revisa tu conexión y vuelve a intentarlo.',
  tryAgain: 'Reintentar',
  or: 'o',
  only: 'Solo se permiten cuentas',
  accountsAreAllowed: 'de la empresa.',
  signingInBrief: 'Iniciando sesión · Brief',
  processingAuthentication: 'Procesando la autenticación...',
};

export const authMore: SpanishOf<typeof englishAuthMore> = {
  authenticationFailed: 'Error de autenticación',
  authenticationError: 'Error de autenticación: {error}',
};
