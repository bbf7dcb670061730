# mistake: norms clamped at 1e-12 (F.normalize habit)
import numpy as np
def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    an = a / np.maximum(np.linalg.norm(a, axis=-1, keepdims=True), 1e-12)
    bn = b / np.maximum(np.linalg.norm(b, axis=-1, keepdims=True), 1e-12)
    return (an * bn).sum(-1).astype(a.dtype)
