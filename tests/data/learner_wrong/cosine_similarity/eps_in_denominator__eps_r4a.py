# wrong: adds eps=1e-8 to the denominator, which biases the result for short (small-norm) vectors; zero vector -> 0, dtype kept
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    num = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    return (num / (den + 1e-8)).astype(num.dtype)
