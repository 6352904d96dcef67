import type { Project } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/features/cart';
import { api } from '@/lib/api-client';

export function addProjectParts(project: Pick<Project, 'slug'>) {
  return api('POST /projects/:id/add-to-cart/', { params: { id: project.slug } });
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
