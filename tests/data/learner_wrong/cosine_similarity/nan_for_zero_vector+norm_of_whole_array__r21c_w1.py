# MISTAKE: (1) no zero-vector guard: a zero row gives 0/0 = NaN instead of 0;
#          (2) the norms are taken over the WHOLE array (np.linalg.norm without axis), not per row.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dims differ")
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b)) / (np.linalg.norm(a) * np.linalg.norm(b))
