import type { AddProjectPartsResult, Project } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/features/cart';
import { apiRequest } from '@/lib/api-client';

export function addProjectParts(project: Pick<Project, 'slug'>) {
  return apiRequest<AddProjectPartsResult>(`/projects/${encodeURIComponent(project.slug)}/add-to-cart/`, {
    method: 'POST',
  });
}

/**
 * Puts the project's parts in the cart. The answer carries the whole cart, so the header badge and
 * the drawer show it at once, without another request. The caller shows the outcome.
 */
export function useAddProjectParts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProjectParts,
    onSuccess: async (result) => {
      // A cart load still under way would overwrite the fresher cart of this answer.
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData(cartQueryKey, result.cart);
    },
  });
}
