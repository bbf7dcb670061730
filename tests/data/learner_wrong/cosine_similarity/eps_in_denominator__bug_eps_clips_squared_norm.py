# https://github.com/google-deepmind/optax/pull/1703
# epsilon is a floor on the SQUARED norm: sqrt(max(|a|^2, eps)) floors each norm at sqrt(eps)
# (1e-4 for eps = 1e-8), so short vectors get a cosine far below its true value.
import numpy as np


def cosine_similarity(a, b, epsilon=1e-8):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    a_norm2 = np.sum(a * a, axis=-1)
    b_norm2 = np.sum(b * b, axis=-1)
    a_norm = np.sqrt(np.clip(a_norm2, epsilon, None))
    b_norm = np.sqrt(np.clip(b_norm2, epsilon, None))
    out = np.sum(a * b, axis=-1) / (a_norm * b_norm)
    return out.astype(np.result_type(a, b))
