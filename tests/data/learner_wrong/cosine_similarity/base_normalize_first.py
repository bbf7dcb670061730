import numpy as np

def _unit(x):
    n = np.linalg.norm(x, axis=-1, keepdims=True)
    safe = np.where(n == 0, 1, n)
    return np.where(n == 0, 0, x / safe)

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    res = (_unit(a) * _unit(b)).sum(axis=-1)
    return np.clip(res, -1, 1).astype(np.result_type(a.dtype, b.dtype))
