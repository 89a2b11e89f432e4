import { i18n } from '@/i18n/core';

export const componentsTexts = i18n('componentsTexts', {
  almostThere: 'Almost there!',
  signingYouIn: 'Signing you in',
  preparingYourWorkspace: 'Preparing your workspace…',
  cancel: 'Cancel',
  keyboardShortcuts: 'Keyboard shortcuts',
  workFasterWithoutTheMouse: 'Work faster without the mouse.',
  brief: 'Brief',
  loading: 'Loading...',
  close: 'Close',
  briefHome: 'Brief home',
  main: 'Main',
});
