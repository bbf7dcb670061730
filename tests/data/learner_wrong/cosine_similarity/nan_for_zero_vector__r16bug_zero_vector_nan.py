# https://github.com/ggml-org/llama.cpp/pull/10968
# Bug: no guard for zero vectors: dot / (||a|| * ||b||) divides 0 by 0 and returns NaN instead of 0 (everything else correct).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        return dot / (na * nb)
