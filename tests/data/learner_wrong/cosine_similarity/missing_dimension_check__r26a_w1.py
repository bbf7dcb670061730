# MISTAKE: there is no explicit last-axis size check, so a size-1 last axis against size d is silently broadcast instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    num = np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    safe = np.where(den > 0, den, 1)
    res = np.where(den > 0, num / safe, 0)
    return np.clip(res, -1, 1).astype(np.result_type(a, b))
