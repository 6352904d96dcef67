import {
  type AdminProductImage,
  type AdminProductImages,
  COOKIE_SESSION_MODE,
  type ProductImageUpdate,
  SESSION_MODE_HEADER,
} from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, refreshAccessToken } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { adminQueryKey } from '../../api/admin-me';

const productImagesKey = (productId: number) => [...adminQueryKey, 'products', productId, 'images'] as const;
const imagesPath = (productId: number) => `/admin/products/${productId}/images/`;

export function useProductImages(productId: number) {
  return useQuery({
    queryKey: productImagesKey(productId),
    queryFn: ({ signal }) => apiRequest<AdminProductImages>(imagesPath(productId), { signal }),
  });
}

/**
 * Sends the files as multipart/form-data, which apiRequest (JSON only) does not: the same bearer
 * token, and on a 401 one refresh and one retry, as apiRequest does.
 */
async function uploadImages(productId: number, files: File[]): Promise<AdminProductImages> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const post = (token: string | null) =>
    fetch(new URL(`/api${imagesPath(productId)}`, window.location.origin), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      credentials: 'same-origin',
    });
  let response = await post(useSession.getState().accessToken);
  if (response.status === 401) {
    const renewed = await refreshAccessToken();
    if (renewed) response = await post(renewed);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's error page stays text, and becomes the message.
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as AdminProductImages;
}

/** Everything about the product in the back office may show its pictures, so all of it is refreshed. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminQueryKey });
}

export function useUploadProductImages(productId: number) {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: (files: File[]) => uploadImages(productId, files), onSuccess: refresh });
}

export function useReorderProductImages(productId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<AdminProductImages>(`${imagesPath(productId)}order/`, { method: 'PUT', body: { ids } }),
    onSuccess: (images) => {
      queryClient.setQueryData(productImagesKey(productId), images);
      refresh();
    },
    // The server's order is the truth again: the dragged order is dropped.
    onError: refresh,
  });
}

export function useUpdateProductImage(productId: number) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, ...change }: ProductImageUpdate & { id: number }) =>
      apiRequest<AdminProductImage>(`${imagesPath(productId)}${id}/`, { method: 'PATCH', body: change }),
    onSuccess: refresh,
  });
}

export function useDeleteProductImage(productId: number) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${imagesPath(productId)}${id}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
