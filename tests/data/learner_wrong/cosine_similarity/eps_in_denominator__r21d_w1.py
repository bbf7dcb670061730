# MISTAKE: numerics/eps: adds eps=1e-3 to the denominator (instead of guarding zero), so non-zero cosines are shrunk (e.g. small vectors give values well below 1 for parallel vectors).
import numpy as np


class _Cos:
    eps = 1e-3

    def __call__(self, a, b):
        a = np.asarray(a)
        b = np.asarray(b)
        if a.shape[-1] != b.shape[-1]:
            raise ValueError("bad sizes")
        num = np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
        den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
        return (num / (den + self.eps)).astype(np.result_type(a, b))


cosine_similarity = _Cos()
