# https://github.com/facebookresearch/WMReward/issues/11
# F.cosine_similarity(z, h, dim=1) on (B, N, D) features: the cosine runs over axis 1 (the tokens)
# instead of the feature axis -1 (the same only for 2-D inputs).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    a, b = np.broadcast_arrays(a, b)
    dim = 1 if a.ndim > 1 else 0
    num = np.sum(a * b, axis=dim)
    den = np.linalg.norm(a, axis=dim) * np.linalg.norm(b, axis=dim)
    out = np.divide(num, den, out=np.zeros_like(num, dtype=np.result_type(num, den)), where=den > 0)
    return out.astype(np.result_type(a, b))
