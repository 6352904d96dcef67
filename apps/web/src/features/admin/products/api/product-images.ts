import type { ProductImageUpdate } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const productImagesKey = (productId: number) => [...adminQueryKey, 'products', productId, 'images'] as const;

export function useProductImages(productId: number) {
  return useQuery({
    queryKey: productImagesKey(productId),
    queryFn: ({ signal }) => api('GET /admin/products/:id/images/', { params: { id: productId }, signal }),
  });
}

/** Sends the files as multipart/form-data, with the session as every call has it. */
function uploadImages(productId: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return api('POST /admin/products/:id/images/', { params: { id: productId }, form });
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
      api('PUT /admin/products/:id/images/order/', { params: { id: productId }, body: { ids } }),
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
      api('PATCH /admin/products/:id/images/:imageId/', { params: { id: productId, imageId: id }, body: change }),
    onSuccess: refresh,
  });
}

export function useDeleteProductImage(productId: number) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) =>
      api('DELETE /admin/products/:id/images/:imageId/', { params: { id: productId, imageId: id } }),
    onSuccess: refresh,
  });
}
