# mistake: no check of the feature sizes, 1 against d broadcasts silently
import numpy as np


def cosine_similarity(a, b):
    dot = (a * b).sum(-1)
    den = np.sqrt((a * a).sum(-1)) * np.sqrt((b * b).sum(-1))
    return np.divide(dot, den, out=np.zeros_like(dot), where=den > 0)
