/**
 * The data provider: the shared one built from the resource descriptions, plus the image calls
 * the portal needs (logos, covers). Custom methods live on the data provider, as react-admin
 * recommends, so they share its error handling (checkError on 401).
 */
import type { DataProvider } from 'react-admin';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { rethrowForForms } from './form-errors';

export interface StoredImage {
  idImage: string;
  imageName: string;
  imageFileName: string;
  fileType: string;
  size: number;
  /** base64 content */
  image: string;
}

export interface ImageUpload {
  imageName: string;
  imageFileName: string;
  fileType: string;
  image: string;
}

export interface PortalDataProvider extends DataProvider {
  getImage(idImage: string): Promise<StoredImage>;
  uploadImage(upload: ImageUpload): Promise<Omit<StoredImage, 'image'>>;
}

export function createPortalDataProvider(api: ApiClient): PortalDataProvider {
  const shared = createDataProvider(api);
  return {
    ...shared,
    create: (resource, params) => shared.create(resource, params).catch(rethrowForForms),
    update: (resource, params) => shared.update(resource, params).catch(rethrowForForms),
    getImage: async (idImage) => (await api.request<{ image: StoredImage }>({ path: '/images/{id}', params: { id: idImage } })).image,
    uploadImage: async (upload) => (await api.request<{ image: Omit<StoredImage, 'image'> }>({ method: 'POST', path: '/images', body: upload })).image,
  };
}
