# Bug report: https://github.com/tracel-ai/burn/issues/5584
# Each norm is clamped to eps = finfo.tiny, then the clamped norms are MULTIPLIED: for two zero
# vectors eps*eps underflows to 0 and the result is 0/0 = NaN.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dt = np.result_type(a, b)
    eps = np.finfo(dt).tiny
    na = np.maximum(np.linalg.norm(a, axis=-1), eps)
    nb = np.maximum(np.linalg.norm(b, axis=-1), eps)
    with np.errstate(invalid="ignore", under="ignore"):
        return (np.sum(a * b, axis=-1) / (na * nb)).astype(dt)
