/** The data provider of every described resource (described.ts), found by its name in the registry's list. */
import type { DataProvider } from 'ra-core';
import type { ApiClient } from '../api/api-client';
import { findResource } from '../resources';
import { describedDataProvider } from './described';

export { describedDataProvider, listCriteria } from './described';

export const createDataProvider = (api: ApiClient): DataProvider => describedDataProvider(api, findResource);
