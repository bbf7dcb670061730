# SOURCE: https://github.com/tracel-ai/burn/issues/5584
# MISTAKE: Each norm is clamped to the tiniest positive float (np.finfo(dtype).tiny) and the two clamped norms are multiplied; for two all-zero vectors that product underflows to 0, so the result is 0/0 = NaN instead of the required 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dtype = np.result_type(a, b)
    eps = np.finfo(dtype).tiny
    dot = np.sum(a * b, axis=-1)
    na = np.maximum(np.linalg.norm(a, axis=-1), eps)
    nb = np.maximum(np.linalg.norm(b, axis=-1), eps)
    with np.errstate(invalid="ignore", under="ignore"):
        res = dot / (na * nb)
    return np.clip(res, -1.0, 1.0).astype(dtype)
