import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last dimension")
    dot = np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    with np.errstate(divide="ignore", invalid="ignore"):
        c = dot / (na * nb)
    c = np.where((na == 0) | (nb == 0), 0, c)
    return np.clip(c, -1, 1).astype(np.result_type(a, b))
