# Wrong (two): no zero-vector guard, so a zero row gives 0/0 = NaN instead of 0; and no last-axis size check, so a size-1 axis broadcasts against d instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    dot = (a * b).sum(-1)
    na = np.sqrt((a * a).sum(-1))
    nb = np.sqrt((b * b).sum(-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        return dot / (na * nb)
