# SOURCE: https://github.com/cyberlife-coder/VelesDB/issues/2103
# MISTAKE: The "zero vector" guard returns 0 whenever ||a||^2 * ||b||^2 < float32_eps^2 (~1.4e-14), not only for exact zero vectors, so legitimate small-magnitude vectors (norms around 3e-4 or smaller) are reported as orthogonal (0) instead of their true cosine.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must have the same size")
    dot = np.sum(a * b, axis=-1)
    norm_a_sq = np.sum(a * a, axis=-1)
    norm_b_sq = np.sum(b * b, axis=-1)
    denom_sq = norm_a_sq * norm_b_sq
    eps = np.finfo(np.float32).eps
    small = denom_sq < eps * eps
    safe = np.where(small, 1.0, denom_sq)
    out = np.where(small, 0.0, dot / np.sqrt(safe))
    return out.astype(np.result_type(a.dtype, b.dtype))
