# mistake: checks the sizes with "can they broadcast" so last-axis 1 against d is accepted (no ValueError)
import numpy as np


def cosine_similarity(a, b):
    np.broadcast_shapes(a.shape, b.shape)  # raises only for incompatible shapes
    dot = (a * b).sum(-1)
    na = np.sqrt((a * a).sum(-1))
    nb = np.sqrt((b * b).sum(-1))
    denom = na * nb
    return np.where(denom == 0, 0, dot / np.where(denom == 0, 1, denom)).astype(a.dtype)
