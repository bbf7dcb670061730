# https://github.com/huggingface/sentence-transformers/issues/625 — normalisation not guarded against division by zero: a zero vector gives 0/0 = NaN instead of 0; otherwise correct.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        out = dot / (na * nb)
    return out.astype(np.result_type(a.dtype, b.dtype))
