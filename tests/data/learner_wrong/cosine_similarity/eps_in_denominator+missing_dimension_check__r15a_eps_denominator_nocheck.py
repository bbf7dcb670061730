# wrong: adds eps=1e-8 to the denominator (biases the result; tiny vectors get cosines far below 1) AND has no ValueError for last axes 1 vs d (silently broadcasts)
import numpy as np


def cosine_similarity(a, b, eps=1e-8):
    num = (a * b).sum(-1)
    den = np.sqrt((a ** 2).sum(-1)) * np.sqrt((b ** 2).sum(-1)) + eps
    return num / den
