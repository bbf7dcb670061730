# wrong: np.linalg.norm without axis -> one norm for the whole array instead of per row (right only for single vectors); zero guard and dtype right
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    dot = (a * b).sum(axis=-1)
    den = np.linalg.norm(a) * np.linalg.norm(b)
    if den == 0:
        return np.zeros_like(dot)
    return (dot / den).astype(dot.dtype)
