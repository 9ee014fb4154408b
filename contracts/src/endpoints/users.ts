import { z } from 'zod';
import { companyRoleSchema } from './employees-roles.ts';
import { userEndpoint } from '../endpoint-groups.ts';
import { listEnvelope, okSchema } from '../envelope.ts';
import { isoDateTimeSchema, langDirSchema, languageSchema } from '../schemas/common.ts';
import { deviceInfoSchema } from '../schemas/device-info.ts';

/**
 * SPEC §3 documents info.role and info.email only; the other fields are the mock's additions, optional so the SPA
 * works on the real API's answer (it shows them when present).
 */
export const userInfoSchema = z.object({
  email: z.string(),
  /** ADMIN may edit translations in place (SPEC §6); the mock says USER otherwise, the real API may say more. */
  role: z.string(),
  id: z.number().int().positive().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  mobile: z.string().nullable().optional(),
  mobileVerified: z.boolean().optional(),
});

export const preferencesSchema = z.object({ lang: languageSchema, langDir: langDirSchema });

/** SPEC §3: companies carry companyId; names come from the company call (the mock adds name and role). */
export const membershipSchema = z.object({
  companyId: z.number().int().positive(),
  name: z.string().optional(),
  role: companyRoleSchema.optional(),
});

/** SPEC §3 current user profile: info (role, email), preferences (langDir, lang), companies (companyId). */
export const profileSchema = z.object({
  info: userInfoSchema,
  preferences: preferencesSchema,
  companies: z.array(membershipSchema),
});
export type Profile = z.infer<typeof profileSchema>;

const profileEnvelope = z.object({ success: z.literal(true) }).extend(profileSchema.shape);

const getProfile = userEndpoint.get('getProfile', '/api/v1/users/profile', {
  summary: "The signed-in user's info, preferences and companies (cache key user-me).",
  response: profileEnvelope,
});

const updatePreferences = userEndpoint.put('updatePreferences', '/api/v1/users/preferences', {
  summary: 'Saves the language choice; answers the updated profile.',
  body: preferencesSchema,
  response: profileEnvelope,
});

export const deviceSchema = deviceInfoSchema.extend({
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** True for the device making the request. */
  current: z.boolean(),
  /** False once revoked (signed out or revoked from another device). */
  active: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

const listDevices = userEndpoint.get('listDevices', '/api/v1/users/devices', {
  summary: "The user's devices, most recently seen first.",
  response: listEnvelope(deviceSchema),
});

const removeDevice = userEndpoint.delete('removeDevice', '/api/v1/users/devices/:deviceId', {
  summary: "Signs a device out: its sessions' refresh tokens stop working.",
  params: z.object({ deviceId: z.string().min(1) }),
  response: okSchema,
});

export const userEndpoints = { getProfile, updatePreferences, listDevices, removeDevice };
