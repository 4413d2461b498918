import { describe, expect, it } from 'vitest';
import registry from '../../resources.config.js';
import { activitySentence, doneVerb } from '../../common/activity-words.js';

const transitions = registry.resources.flatMap((r) => (r.workflow?.transitions ?? []).map((t) => ({ resource: r, t })));

describe('every transition of the registry says what kind of step it is (issue 35)', () => {
  it('has a kind, forward, back or destructive', () => {
    const missing = transitions.filter(({ t }) => !['forward', 'back', 'destructive'].includes(t.kind ?? '')).map(({ resource, t }) => `${resource.name}.${t.name}`);
    expect(missing).toEqual([]);
    expect(transitions.length).toBeGreaterThan(40);
  });

  it('marks refusing and cancelling as destructive', () => {
    const wrong = transitions.filter(({ t }) => /^(Tolak|Batalkan|Hapus)\b/.test(t.label) && t.kind === 'forward').map(({ resource, t }) => `${resource.name}.${t.name}`);
    expect(wrong).toEqual([]);
  });

  it('names as its reason a required field of its own', () => {
    for (const { resource, t } of transitions.filter((x) => x.t.reason)) {
      const field = t.fields?.find((f) => f.name === t.reason);
      expect(field?.required, `${resource.name}.${t.name}`).toBe(true);
    }
    // A destructive step with a required "alasan" field asks it as its reason.
    const unasked = transitions.filter(({ t }) => t.kind === 'destructive' && !t.reason && t.fields?.some((f) => f.name.startsWith('alasan') && f.required));
    expect(unasked.map(({ resource, t }) => `${resource.name}.${t.name}`)).toEqual([]);
  });

  it('reads as a sentence: an Indonesian active verb, never the step\'s name', () => {
    for (const { resource, t } of transitions) {
      const verb = doneVerb(t, resource.label);
      expect(verb, `${resource.name}.${t.name}`).toMatch(/^me/);
      const sentence = activitySentence(registry, { action: t.name, resource: resource.name, user: 'Joko Susilo', nomor: 'X/1' });
      expect(sentence).toContain(`${resource.label} X/1`);
      if (/[A-Z]/.test(t.name)) expect(sentence).not.toContain(t.name);
    }
  });
});
