# URL: https://github.com/simonw/llm/pull/1505
# Bug: no guard for a zero vector: dot / (|a| |b|) gives 0/0 = NaN instead of 0.
import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axis mismatch")
    dot = np.sum(a * b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return dot / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))
