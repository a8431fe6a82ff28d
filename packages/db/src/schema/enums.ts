// Owns enums shared by several areas of the model.
import { pgEnum } from 'drizzle-orm/pg-core';
import { locales } from '../localized.js';

export const localeEnum = pgEnum('locale', locales);
