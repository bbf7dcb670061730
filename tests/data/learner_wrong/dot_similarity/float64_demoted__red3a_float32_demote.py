# mistake: casts everything to float32 (float64 inputs demoted)
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, np.float32)
    b = np.asarray(b, np.float32)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return np.einsum("...d,...d->...", *np.broadcast_arrays(a, b))
