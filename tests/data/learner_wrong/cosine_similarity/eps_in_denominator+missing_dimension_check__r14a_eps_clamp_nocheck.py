# Wrong: clamps the norm product at 1e-8 (torch F.cosine_similarity style), wrong for tiny non-zero vectors, and no ValueError for a size-1 last axis against d (broadcasts silently).
import numpy as np


def cosine_similarity(a, b, eps=1e-8):
    w12 = np.sum(a * b, axis=-1)
    w1 = np.sum(a * a, axis=-1)
    w2 = np.sum(b * b, axis=-1)
    n12 = np.sqrt(np.maximum(w1 * w2, eps * eps))
    return (w12 / n12).astype(np.result_type(a, b))
