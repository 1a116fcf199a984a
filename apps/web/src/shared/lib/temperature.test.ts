import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  climateClass,
  climateClassLabel,
  climateRange,
  convertTemperature,
  formatTemperature,
} from './temperature';

describe('temperature conversion', () => {
  it('converts Celsius to Fahrenheit', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(37)).toBeCloseTo(98.6);
  });

  it('rounds to whole degrees in either unit and never shows -0', () => {
    expect(convertTemperature(13.1, 'C')).toBe(13);
    expect(convertTemperature(13.1, 'F')).toBe(56);
    expect(convertTemperature(-0.4, 'C')).toBe(0);
    expect(Object.is(convertTemperature(-0.4, 'C'), -0)).toBe(false);
  });

  it('formats with the unit sign', () => {
    expect(formatTemperature(25, 'C')).toBe('25°C');
    expect(formatTemperature(25, 'F')).toBe('77°F');
  });
});

describe('climate classes (spec 001 §9)', () => {
  it('is cold at 5 °C or below', () => {
    expect(climateClass(5)).toBe('cold');
    expect(climateClass(-12)).toBe('cold');
  });
  it('is hot at 25 °C or above', () => {
    expect(climateClass(25)).toBe('hot');
    expect(climateClass(31.5)).toBe('hot');
  });
  it('is warm in between', () => {
    expect(climateClass(5.1)).toBe('warm');
    expect(climateClass(24.9)).toBe('warm');
  });
});

describe('climate class ranges (issue 29)', () => {
  it('names each class with the range of spec 001 §9, in either unit', () => {
    expect(['cold', 'warm', 'hot'].map((k) => climateRange(k as 'cold', 'C'))).toEqual([
      '≤ 5°C',
      '5–25°C',
      '≥ 25°C',
    ]);
    expect(climateRange('warm', 'F')).toBe('41–77°F');
    expect(climateClassLabel(climateClass(9), 'C')).toBe('warm (5–25°C)');
  });
});
