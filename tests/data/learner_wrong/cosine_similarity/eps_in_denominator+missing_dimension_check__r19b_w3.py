# MISTAKE: (1) no size check -- relies on a*b broadcasting, so a last axis of size 1 against d is silently broadcast instead of raising ValueError; (2) adds eps=1e-8 to the denominator, which distorts the cosine for short (small-norm) vectors.
import numpy as np

EPS = 1e-8


def cosine_similarity(a, b):
    dot = (a * b).sum(-1)
    na = np.sqrt((a ** 2).sum(-1))
    nb = np.sqrt((b ** 2).sum(-1))
    return (dot / (na * nb + EPS)).astype(np.result_type(a, b))
