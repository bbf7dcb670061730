# WRONG: two mistakes: no feature-size check (a last axis of 1 against d broadcasts silently instead of ValueError), and np.maximum with the np.float64 scalar finfo.tiny upcasts float32 results to float64.
import numpy as np


def cosine_similarity(a, b):
    dot = np.sum(a * b, axis=-1)
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    return dot / np.maximum(na * nb, np.finfo(np.float64).tiny)
