# MISTAKE: (1) copy-paste slip: the key projection adds b_q instead of b_k (so k gets the query bias,
#          and no bias when only b_k is given); (2) explicit float64 cast: float32 inputs give float64 outputs.
import numpy as np


class _Linear:
    def __init__(self, w, b):
        self.w = np.asarray(w, dtype=np.float64)
        self.b = None if b is None else np.asarray(b, dtype=np.float64)

    def __call__(self, x):
        x = np.asarray(x, dtype=np.float64)
        if x.shape[-1] != self.w.shape[0]:
            raise ValueError("bad shape")
        out = np.einsum("...i,io->...o", x, self.w)
        return out if self.b is None else out + self.b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return _Linear(w_q, b_q)(x), _Linear(w_k, b_q)(x), _Linear(w_v, b_v)(x)
