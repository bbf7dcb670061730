# MISTAKE: the sums of squares are accumulated with dtype=np.float64, so float32 inputs return float64.
# MISTAKE: the zero-vector guard only checks whether a whole input array is zero, so a single zero row inside a batch still gives 0/0 = NaN.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    if not np.any(a) or not np.any(b):
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    na = np.sqrt(np.sum(a ** 2, axis=-1, dtype=np.float64))
    nb = np.sqrt(np.sum(b ** 2, axis=-1, dtype=np.float64))
    return np.einsum("...d,...d->...", *np.broadcast_arrays(a, b)) / (na * nb)
