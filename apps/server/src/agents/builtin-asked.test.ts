import { describe, expect, it } from 'vitest';
import { whatIsAsked } from './builtin-asked';

describe('whatIsAsked', () => {
  it('turns an English wh-question into the words after "doesn\'t say"', () => {
    expect(whatIsAsked('What is the budget?', 'en')).toBe('what the budget is');
    expect(whatIsAsked("What's the budget for TV?", 'en')).toBe('what the budget for TV is');
    expect(whatIsAsked('Who are their competitors?', 'en')).toBe('who their competitors are');
    expect(whatIsAsked('What is the weather like on Mars tonight?', 'en')).toBe(
      'what the weather is like on Mars tonight',
    );
    expect(whatIsAsked('How much was the TV budget in 2025?', 'en')).toBe(
      'how much the TV budget in 2025 was',
    );
  });

  it('keeps a Spanish question as it is, lower-cased and without its marks', () => {
    expect(whatIsAsked('¿Cuál es la mascota de la marca?', 'es')).toBe('cuál es la mascota de la marca');
    expect(whatIsAsked('¿Qué presupuesto tiene la campaña de TV?', 'es')).toBe(
      'qué presupuesto tiene la campaña de TV',
    );
  });

  it('gives nothing for other requests, long questions or markup', () => {
    expect(whatIsAsked('Tell me about the weather on Mars', 'en')).toBeNull();
    expect(whatIsAsked('Dime el presupuesto', 'es')).toBeNull();
    expect(whatIsAsked(`What is ${'very '.repeat(40)}long?`, 'en')).toBeNull();
    expect(whatIsAsked('What is **this**?', 'en')).toBeNull();
  });
});
