# Wrong: normalises with a norm taken without keepdims, so a / norm(a, axis=-1) divides column j by the length of ROW j (wrong values for square batches, a broadcast error otherwise); right for 1-D vectors.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    na = np.where(na == 0, 1, na)
    nb = np.where(nb == 0, 1, nb)
    return np.sum((a / na) * (b / nb), axis=-1)
