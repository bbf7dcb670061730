import numpy as np

# upcasts to float64 (np.float64 accumulator)
def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("d mismatch")
    return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b), dtype=np.float64)
