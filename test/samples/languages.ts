// Resumes written in German and in Spanish, for the tests of headings in the resume's language. Written for
// these tests (invented people and employers).
import type { StoredRecord } from "../../worker/shapes/resume";

export function germanResume(): StoredRecord {
  return {
    personal_info: { name: "Katrin Schäfer", phone: "+49 170 1234567", email: "katrin.schaefer@example.de", location: "München" },
    experiences: {
      work_experiences: [
        {
          title: "Senior Softwareentwicklerin",
          company: "Alpenblick Software GmbH",
          dates: "04/2021 – heute",
          responsibilities: [
            "Entwicklung einer Plattform für die Auswertung von Sensordaten mit Kafka und Spark",
            "Verantwortung für die Migration der Abrechnung in die Cloud, die Kosten sanken um ein Drittel",
            "Einarbeitung und Betreuung von drei neuen Kolleginnen und Kollegen im Team",
          ],
        },
        {
          title: "Softwareentwicklerin",
          company: "Isartal Digital AG",
          dates: "09/2017 – 03/2021",
          responsibilities: [
            "Aufbau der Testautomatisierung für die mobile App mit über 400 Tests",
            "Einführung von Code-Reviews und einer gemeinsamen Richtlinie für das gesamte Team",
          ],
        },
      ],
      projects: [
        {
          title: "Fahrradrouten-Planer",
          responsibilities: ["Entwicklung einer Web-App zur Planung von Radtouren mit OpenStreetMap-Daten"],
        },
      ],
    },
    education: [
      { degree: "M.Sc. Informatik", institution: "Technische Universität München", dates: "2015 – 2017", details: ["Abschlussnote 1,3"] },
    ],
    additional_information: {
      "Technical Skills": ["Java", "Kotlin", "Python", "Kafka", "Spark", "PostgreSQL", "Kubernetes"],
      Languages: ["Deutsch (Muttersprache)", "Englisch (verhandlungssicher)", "Französisch (Grundkenntnisse)"],
      Zertifikate: ["AWS Certified Developer – Associate (2022)"],
    },
  };
}

export function spanishResume(): StoredRecord {
  return {
    personal_info: { name: "Lucía Fernández", phone: "+34 612 345 678", email: "lucia.fernandez@example.es" },
    experiences: {
      work_experiences: [
        {
          title: "Ingeniera de datos",
          company: "Datos del Sur S.L.",
          dates: "2020 – actualidad",
          responsibilities: [
            "Diseño y desarrollo de una plataforma de datos para el análisis de ventas en tiempo real",
            "Reducción del coste de la infraestructura en un 30% con la migración a la nube",
            "Formación de los nuevos miembros del equipo en buenas prácticas de calidad de datos",
          ],
        },
        {
          title: "Analista de datos",
          company: "Consultora Mediterránea S.A.",
          dates: "2017 – 2020",
          responsibilities: ["Creación de informes para la dirección comercial con Power BI y SQL"],
        },
      ],
      projects: [],
    },
    education: [{ degree: "Grado en Ingeniería Informática", institution: "Universidad de Sevilla", dates: "2013 – 2017", details: [] }],
    additional_information: {
      "Technical Skills": ["Python", "SQL", "Airflow", "BigQuery", "Power BI"],
      Languages: ["Español (nativo)", "Inglés (avanzado)"],
    },
  };
}
