# MISTAKE: dtype: each bias is cast to float64 before being added, so a float32 x with a bias comes back float64 (dtype not kept).
import numpy as np


class Proj:
    def __init__(self, w, b):
        self.w = np.asarray(w)
        self.b = b

    def __call__(self, x):
        if x.shape[-1] != self.w.shape[0]:
            raise ValueError("mismatch")
        rows = [[sum(x[..., t, i] * self.w[i, j] for i in range(self.w.shape[0]))
                 for j in range(self.w.shape[1])] for t in range(x.shape[-2])]
        y = np.moveaxis(np.array(rows), (0, 1), (-2, -1))
        if self.b is not None:
            y = y + np.asarray(self.b, dtype=np.float64)
        return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return Proj(w_q, b_q)(x), Proj(w_k, b_k)(x), Proj(w_v, b_v)(x)
