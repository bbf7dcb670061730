# mistake: clamps each norm at eps=1e-8 (torch style): very short vectors get a wrong cosine
import numpy as np


def cosine_similarity(a, b, eps=1e-8):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.maximum(np.linalg.norm(a, axis=-1), eps)
    nb = np.maximum(np.linalg.norm(b, axis=-1), eps)
    return (np.sum(a * b, axis=-1) / (na * nb)).astype(np.result_type(a, b))
