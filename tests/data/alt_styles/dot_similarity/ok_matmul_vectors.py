import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature axes differ")
    out = (a[..., None, :] @ b[..., :, None])[..., 0, 0]
    return out
