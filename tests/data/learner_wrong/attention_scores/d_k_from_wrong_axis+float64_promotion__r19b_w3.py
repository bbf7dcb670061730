# MISTAKE: (1) scales by sqrt(k_len) (k.shape[-2]) instead of sqrt(d_k); (2) converts inputs with np.asarray(..., dtype=float), so float32 comes back as float64.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("feature sizes differ")
    n = k.shape[-2]
    kt = np.swapaxes(k, -1, -2)
    return np.matmul(q, kt) / np.sqrt(n)
